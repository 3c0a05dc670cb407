// The one place a catalogue write announces itself. Caches of public reads subscribe here.
// This is one instance's signal; with REDIS_URL, src/server/shared-state/ relays it to every
// instance (docs/decisions/032), so all drop their caches, not just the one that took the write.
import { EventEmitter } from 'node:events';

export interface CatalogueEvents {
  /** Call after any write that could change a public read. */
  catalogueChanged(reason: string): void;
  onCatalogueChanged(listener: (reason: string) => void): () => void;
}

export function createCatalogueEvents(): CatalogueEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    catalogueChanged(reason) {
      emitter.emit('changed', reason);
    },
    onCatalogueChanged(listener) {
      emitter.on('changed', listener);
      return () => emitter.off('changed', listener);
    },
  };
}
