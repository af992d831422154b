import { type Wedding, weddingJson } from '../../weddings';
import { PRIVATE_FIELDS } from '../../../shared/wedding';

/** The wedding as visitors may see it: everything but the private fields (the website password). */
export function publicWeddingJson(wedding: Wedding) {
  const json: Record<string, unknown> = weddingJson(wedding);
  for (const field of PRIVATE_FIELDS) delete json[field];
  return json;
}
