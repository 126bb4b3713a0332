import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { CLOCK_RULES, clocksOfList, type ClockList } from '../clocks';
import { blankToUndefined } from './shipmentLocation';

/** `clock=<name>` on a list: only the rows that clock counts (src/domain/clocks.ts), one of the list's own clocks. */
export const clockField = (list: ClockList) =>
  yup
    .string()
    .transform(blankToUndefined)
    .oneOf(clocksOfList(list), MESSAGES.invalidOption)
    .meta({
      jsonSchema: {
        description: `Only the rows a clock of GET /clocks counts: ${clocksOfList(list)
          .map((clock) => `${clock} (${CLOCK_RULES[clock].kind})`)
          .join(', ')}`,
      },
    });
