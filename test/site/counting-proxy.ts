import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The counting proxy the maker's first-visit figure is measured through, by the bench
 * (bench/make.ts) and its test (test/site/make-weight.test.ts) alike.
 */

/**
 * A proxy in front of `upstream` noting what it sends: `weight` is the bytes of each file's
 * first whole answer (200), as the server sent them (compressed where it compressed them),
 * each file once (the service worker asks again for what it keeps), and `files` each file's; `quiet` is whether no answer
 * is on its way; `forget` starts a count again.
 */
export async function counted(upstream: string): Promise<{ origin: string; server: Server; weight: () => number; files: () => [string, number][]; quiet: () => boolean; forget: () => void }> {
  const to = new URL(upstream);
  const sent = new Map<string, number>();
  let open = 0;
  const server = createServer((asked, answer) => {
    open++;
    const onward = request({ host: to.hostname, port: to.port, path: asked.url, method: asked.method, headers: asked.headers }, (reply) => {
      answer.writeHead(reply.statusCode ?? 502, reply.headers);
      let bytes = 0;
      reply.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        answer.write(chunk);
      });
      reply.on('end', () => {
        if (reply.statusCode === 200 && !sent.has(asked.url!)) sent.set(asked.url!, bytes);
        open--;
        answer.end();
      });
    });
    onward.on('error', () => {
      open--;
      answer.destroy();
    });
    asked.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server, weight: () => [...sent.values()].reduce((a, b) => a + b, 0), files: () => [...sent], quiet: () => open === 0, forget: () => sent.clear() };
}
