import { useAtomValue, useSetAtom } from 'jotai';
import { EDITOR_MESSAGES, SCHEDULE_MAX_ITEMS, SCHEDULE_TIME_EXAMPLE } from '../../../src/shared/wedding/limits';
import type { ScheduleTask } from '../../../src/shared/wedding/list-fields';
import { draftAtom, editAtom } from '../state/draft';
import { addScheduleItemAtom } from '../state/lists';
import { useIsLoading } from '../state/use-draft';
import { SectionPanel } from './SectionPanel';

/** Items and headings of the day; a heading hides its time and text; at most 20 in all. */
export function SchedulePanel() {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const add = useSetAtom(addScheduleItemAtom);
  const loading = useIsLoading();
  if (!draft) return null;
  const tasks = (draft.tasks as ScheduleTask[]) ?? [];
  const setTasks = (next: ScheduleTask[]) => edit({ tasks: next });
  const update = (index: number, change: Partial<ScheduleTask>) => setTasks(tasks.map((task, i) => (i === index ? { ...task, ...change } : task)));
  const full = tasks.length >= SCHEDULE_MAX_ITEMS;
  return (
    <SectionPanel sectionKey="schedule" saveLabel="Save schedule">
      {tasks.length === 0 && <p className="b-note">{EDITOR_MESSAGES.noScheduleItems}</p>}
      <ol className="b-list">
        {tasks.map((task, index) => (
          <li key={task.id ?? index} className="b-list__item" data-heading={task.isHeading}>
            <label className="b-check">
              <input type="checkbox" checked={task.isHeading} onChange={(e) => update(index, { isHeading: e.target.checked })} />
              <span>Heading</span>
            </label>
            {!task.isHeading && (
              <input
                className="b-input"
                aria-label="Time"
                placeholder={SCHEDULE_TIME_EXAMPLE}
                value={task.time}
                maxLength={50}
                onChange={(e) => update(index, { time: e.target.value })}
              />
            )}
            <input
              className="b-input"
              aria-label="Title"
              placeholder={task.isHeading ? 'Day 1' : 'Ceremony'}
              value={task.title}
              maxLength={200}
              onChange={(e) => update(index, { title: e.target.value })}
            />
            {!task.isHeading && (
              <textarea
                className="b-input"
                aria-label="Details"
                rows={2}
                value={task.text}
                maxLength={2000}
                onChange={(e) => update(index, { text: e.target.value })}
              />
            )}
            <button type="button" className="btn b-small" onClick={() => setTasks(tasks.filter((_, i) => i !== index))}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      <div className="b-row">
        <button type="button" className="btn b-small" disabled={full || loading} onClick={() => add('item')}>
          Add item
        </button>
        <button type="button" className="btn b-small" disabled={full || loading} onClick={() => add('heading')}>
          Add heading
        </button>
      </div>
      {full && <p className="b-note">{EDITOR_MESSAGES.scheduleLimit}</p>}
    </SectionPanel>
  );
}
