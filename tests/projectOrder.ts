import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest takes projects one after another by name, so the screens that mock modules (unit-isolated,
 * among the slowest files) came last, and the run ended on one of them alone with a core idle (CI70:
 * placesScreens' 20 s). They go first of the screens here; within a project Vitest's own order stays.
 */
const ORDER = ['api', 'api-postgres', 'unit-isolated', 'unit', 'unit-rules'];
const rank = (spec: TestSpecification) => {
  const at = ORDER.indexOf(spec.project.name);
  return at === -1 ? ORDER.length : at;
};

export class ProjectOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
