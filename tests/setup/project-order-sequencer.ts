import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the two test workers take files in: the projects whose files run servers and processes for a minute
 * (startup, stress) first, beside the browser project's, and the many small files last, so the run ends on a fine
 * grain instead of one long file with the other worker idle. vitest's own order (projects by name) left the startup
 * files for the end, where a third of the last two minutes had one worker idle. Within a project, vitest's order.
 */
const ORDER = ['startup', 'stress', 'browser', 'worker', 'integration-postgres', 'integration', 'unit'];

const rank = (spec: TestSpecification) => {
  const index = ORDER.indexOf(spec.project.name);
  return index === -1 ? ORDER.length : index;
};

export default class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return sorted.sort((a, b) => rank(a) - rank(b) || position.get(a)! - position.get(b)!);
  }
}
