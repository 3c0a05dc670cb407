// A one-line progress bar for a terminal; silent when the output is not one (a log, a pipe).
import type { WriteStream } from 'node:tty';

const WIDTH = 30;

export function progressBar(stream: NodeJS.WriteStream | WriteStream, label: string) {
  if (!stream.isTTY) return { update: () => undefined, finish: () => undefined };
  let lastDrawn = -1;
  return {
    update: (done: number, total: number) => {
      const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
      if (filled === lastDrawn && done !== total) return;
      lastDrawn = filled;
      const bar = '█'.repeat(filled) + '░'.repeat(WIDTH - filled);
      stream.write(`\r${label} ${bar} ${done}/${total}`);
    },
    finish: () => {
      stream.write('\n');
    },
  };
}
