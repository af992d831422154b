import { useAtomValue, useSetAtom } from 'jotai';
import { useAppText } from '../../../src/shared/i18n/app';
import { EDITOR_MESSAGES, SCHEDULE_TIME_EXAMPLE } from '../../../src/shared/wedding/editor-messages';
import { SCHEDULE_MAX_ITEMS } from '../../../src/shared/wedding/limits';
import type { ScheduleTask } from '../../../src/shared/wedding/list-fields';
import { draftAtom, editAtom } from '../state/draft';
import { addScheduleItemAtom } from '../state/lists';
import { useIsLoading } from '../state/use-draft';
import { SectionPanel } from './SectionPanel';
import { TranslatedField, useTranslationLanguage } from './translated-field';

/**
 * The schedule in another of the wedding's languages (issue 27): each item's texts beside its default ones, keyed by
 * the item's id (`tasks.<id>.title`), so they stay with it when the items are reordered. Items are added, removed and
 * reordered in the default language.
 */
function ScheduleTranslations({ tasks, lang, defaultLang }: { tasks: ScheduleTask[]; lang: string; defaultLang: string }) {
  const t = useAppText();
  return (
    <ol className="b-list">
      {tasks.map((task) => (
        <li key={task.id} className="b-list__item" data-heading={task.isHeading}>
          {!task.isHeading && task.time.trim() && (
            <TranslatedField
              name="tasks"
              path={`tasks.${task.id}.time`}
              defaultText={task.time}
              label={t('builder.schedule.time')}
              lang={lang}
              defaultLang={defaultLang}
              maxLength={50}
            />
          )}
          <TranslatedField
            name="tasks"
            path={`tasks.${task.id}.title`}
            defaultText={task.title}
            label={t('builder.schedule.title')}
            lang={lang}
            defaultLang={defaultLang}
            maxLength={200}
          />
          {!task.isHeading && task.text.trim() && (
            <TranslatedField
              name="tasks"
              path={`tasks.${task.id}.text`}
              defaultText={task.text}
              label={t('builder.schedule.details')}
              lang={lang}
              defaultLang={defaultLang}
              multiline
              rows={2}
              maxLength={2000}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

/** Items and headings of the day; a heading hides its time and text; at most 20 in all. */
export function SchedulePanel() {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const add = useSetAtom(addScheduleItemAtom);
  const loading = useIsLoading();
  const translation = useTranslationLanguage();
  const t = useAppText();
  if (!draft) return null;
  const tasks = (draft.tasks as ScheduleTask[]) ?? [];
  const setTasks = (next: ScheduleTask[]) => edit({ tasks: next });
  const update = (index: number, change: Partial<ScheduleTask>) => setTasks(tasks.map((task, i) => (i === index ? { ...task, ...change } : task)));
  const full = tasks.length >= SCHEDULE_MAX_ITEMS;
  if (translation)
    return (
      <SectionPanel sectionKey="schedule" saveLabel={t('builder.schedule.save')}>
        {tasks.length === 0 && <p className="b-note">{EDITOR_MESSAGES.noScheduleItems}</p>}
        <ScheduleTranslations tasks={tasks} {...translation} />
      </SectionPanel>
    );
  return (
    <SectionPanel sectionKey="schedule" saveLabel={t('builder.schedule.save')}>
      {tasks.length === 0 && <p className="b-note">{EDITOR_MESSAGES.noScheduleItems}</p>}
      <ol className="b-list">
        {tasks.map((task, index) => (
          <li key={task.id ?? index} className="b-list__item" data-heading={task.isHeading}>
            <label className="b-check">
              <input type="checkbox" checked={task.isHeading} onChange={(e) => update(index, { isHeading: e.target.checked })} />
              <span>{t('builder.schedule.heading')}</span>
            </label>
            {!task.isHeading && (
              <input
                className="b-input"
                aria-label={t('builder.schedule.time')}
                placeholder={SCHEDULE_TIME_EXAMPLE}
                value={task.time}
                maxLength={50}
                onChange={(e) => update(index, { time: e.target.value })}
              />
            )}
            <input
              className="b-input"
              aria-label={t('builder.schedule.title')}
              placeholder={task.isHeading ? t('builder.schedule.headingExample') : t('builder.schedule.titleExample')}
              value={task.title}
              maxLength={200}
              onChange={(e) => update(index, { title: e.target.value })}
            />
            {!task.isHeading && (
              <textarea
                className="b-input"
                aria-label={t('builder.schedule.details')}
                rows={2}
                value={task.text}
                maxLength={2000}
                onChange={(e) => update(index, { text: e.target.value })}
              />
            )}
            <button type="button" className="btn b-small" onClick={() => setTasks(tasks.filter((_, i) => i !== index))}>
              {t('builder.schedule.remove')}
            </button>
          </li>
        ))}
      </ol>
      <div className="b-row">
        <button type="button" className="btn b-small" disabled={full || loading} onClick={() => add('item')}>
          {t('builder.schedule.addItem')}
        </button>
        <button type="button" className="btn b-small" disabled={full || loading} onClick={() => add('heading')}>
          {t('builder.schedule.addHeading')}
        </button>
      </div>
      {full && <p className="b-note">{EDITOR_MESSAGES.scheduleLimit}</p>}
    </SectionPanel>
  );
}
