import type { APIRoute } from 'astro';
import type { ArchivePuzzle } from '../../../../archive/model.ts';
import { loadArchive } from '../../../lib/archive.ts';

/** The unsolved drawing on its own, for thumbnails on book and kind pages. */
export async function getStaticPaths() {
  const archive = await loadArchive();
  return archive.puzzles.map((puzzle) => ({ params: { id: puzzle.id }, props: { puzzle } }));
}

export const GET: APIRoute<{ puzzle: ArchivePuzzle }> = ({ props }) =>
  new Response(props.puzzle.svg, { headers: { 'Content-Type': 'image/svg+xml' } });
