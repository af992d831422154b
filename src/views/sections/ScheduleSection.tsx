import { SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

export const SCHEDULE_HEADING = 'Schedule';

/** Wedding schedule: a timeline of items, split by heading items (e.g. 'Day 1'); hidden when empty. */
export function ScheduleSection({ site }: SectionProps) {
  const { tasks, dividerStyle } = site.content;
  const items = tasks.filter((task) => task.title.trim() || task.time.trim() || task.text.trim());
  if (items.length === 0) return null;
  return (
    <SectionShell section="schedule" anchor="schedule">
      <SectionHeading text={SCHEDULE_HEADING} divider={dividerStyle} />
      <ol className="w-schedule">
        {items.map((task, index) =>
          task.isHeading ? (
            <li key={index} className="w-schedule__heading">
              <h3>{task.title}</h3>
            </li>
          ) : (
            <li key={index} className="w-schedule__item">
              {task.time.trim() && <p className="w-schedule__time">{task.time}</p>}
              <div className="w-schedule__body">
                {task.title.trim() && <h3 className="w-schedule__title">{task.title}</h3>}
                {task.text.trim() && <p className="w-schedule__text">{task.text}</p>}
              </div>
            </li>
          ),
        )}
      </ol>
    </SectionShell>
  );
}
