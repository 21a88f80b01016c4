import type { APIRoute } from 'astro';
import type { ArchivePuzzle } from '../../../../archive/model.ts';
import { puzzlePaths } from '../../../lib/archive.ts';

/** The unsolved drawing on its own, for thumbnails on book and kind pages. */
export const getStaticPaths = puzzlePaths;

export const GET: APIRoute<{ puzzle: ArchivePuzzle }> = ({ props }) =>
  new Response(props.puzzle.svg, { headers: { 'Content-Type': 'image/svg+xml' } });
