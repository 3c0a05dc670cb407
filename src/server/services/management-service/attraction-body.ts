// The attraction body every attraction write takes: the contract's schema (SPEC §3/§5 rules and
// messages; its entry-price ceiling keeps the stored pence inside their column, decision 024).
import type { FastifyRequest } from 'fastify';
import { AttractionInputSchema } from '../../../contract/attraction-input.js';

export const AttractionBodySchema = AttractionInputSchema;

const statelessFacilities = new WeakMap<FastifyRequest, Set<string>>();

/**
 * A preValidation hook: notes which facilities the raw body names without a state. The
 * manage-social update sends facilities as name and types only (SPEC §7); those keep their
 * stored state rather than becoming the contract's default YES.
 */
export async function noteStatelessFacilities(request: FastifyRequest): Promise<void> {
  const body = request.body as { facilities?: unknown } | null | undefined;
  const names = new Set<string>();
  if (body && typeof body === 'object' && Array.isArray(body.facilities)) {
    for (const facility of body.facilities as unknown[]) {
      if (facility && typeof facility === 'object' && !('state' in facility)) {
        const name = (facility as { name?: unknown }).name;
        if (typeof name === 'string') names.add(name.trim());
      }
    }
  }
  statelessFacilities.set(request, names);
}

export function statelessFacilitiesOf(request: FastifyRequest): ReadonlySet<string> {
  return statelessFacilities.get(request) ?? new Set();
}
