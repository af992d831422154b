import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the projects' files start. vitest's own order is by project name, which ended every run with
 * its few long files (stress's 40 s RSVP storm, the worker's killed workers) beside an idle core: about 30 s of wall
 * at the end of a whole run. Here the projects of long files go first and the project of many short files last,
 * so the two workers finish close together. A project's files stay together (a worker serves one project; each
 * switch starts a new process) and keep vitest's order inside the project: failed first, then longest by the
 * last run's times, larger files first when there are none (a clean clone).
 */
const PROJECT_ORDER = ['browser', 'startup', 'stress', 'worker', 'integration', 'integration-postgres', 'unit'];

function rank(spec: TestSpecification): number {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
}

export class RunOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: vitest's order holds inside each project.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
