// Summarises a V8 CPU profile (.cpuprofile) as two Markdown tables: self time by package (or
// app file), and the functions with the most self time.
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function owner(url: string, functionName: string): string {
  if (url === '') return functionName || '(anonymous)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const src = url.indexOf('/src/');
  return src !== -1 ? url.slice(src + 1) : path.basename(url);
}

export function summariseProfile(profile: Profile, top = 15): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0) || 1;

  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)!.callFrame;
    const who = owner(frame.url, frame.functionName);
    byOwner.set(who, (byOwner.get(who) ?? 0) + time);
    const fn = `${frame.functionName || '(anonymous)'} — ${who}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
  }
  const table = (title: string, map: Map<string, number>) => [
    `| ${title} | self time |`,
    '|---|---:|',
    ...[...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, time]) =>
          `| ${name.replaceAll('|', '\\|')} | ${((100 * time) / total).toFixed(1)}% |`,
      ),
  ];
  return [...table('package / file', byOwner), '', ...table('function', byFunction)].join('\n');
}
