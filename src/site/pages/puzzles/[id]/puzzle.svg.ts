import type { APIRoute } from 'astro';
import { puzzlePaths, type PuzzleProps, puzzleSvg } from '../../../lib/archive.ts';

/** The unsolved drawing on its own, for thumbnails on book and kind pages. */
export const getStaticPaths = puzzlePaths;

export const GET: APIRoute<PuzzleProps> = ({ props }) => new Response(puzzleSvg(props), { headers: { 'Content-Type': 'image/svg+xml' } });
