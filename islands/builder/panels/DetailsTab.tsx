import { useAtomValue, useSetAtom } from 'jotai';
import { type AppTranslate, useAppText } from '../../../src/shared/i18n/app';
import { JOINERS } from '../../../src/shared/wedding/record';
import { DATE_FORMATS, NO_DATE_FORMAT, formatWeddingDate } from '../../../src/shared/wedding/wedding-date';
import { draftAtom, editAtom, saveAtom } from '../state/draft';
import { ColourScheme } from './ColourScheme';
import { FontPicker } from './FontPicker';
import { PanelGroup, SaveButton, Select, TextInput } from './controls';
import { DETAIL_FIELDS } from './section-fields';
import { DIVIDER_OPTIONS, POSITION_OPTIONS } from './options';
import { SizePicker } from './SizePicker';
import type { WeddingRecord as WeddingJson } from '../state/api';

/** The joiner shown between the couple's own names ("Anna & Ben"), as the page will read. */
function joinerOptions(t: AppTranslate, one: string, two: string) {
  return JOINERS.map((joiner) => ({
    value: joiner,
    label: t('builder.details.joined', { one: one.trim() || t('builder.details.exampleOne'), joiner, two: two.trim() || t('builder.details.exampleTwo') }),
  }));
}

const EXAMPLE_DATE = '2027-06-12T15:00:00.000Z';

function DateFormatPicker() {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const date = draft?.weddingDate as string | null;
  const timeZone = String(draft?.timeZone ?? 'UTC');
  const t = useAppText();
  const options = DATE_FORMATS.map((format) => ({
    value: format,
    // Each format shown on the couple's own date (or an example date until they pick one), never as its pattern.
    label:
      format === NO_DATE_FORMAT
        ? t('builder.details.noDate')
        : format === ''
          ? t('builder.details.defaultFormat')
          : formatWeddingDate(date ?? EXAMPLE_DATE, format, timeZone),
  }));
  return (
    <Select
      name="dateFormat"
      label={t('builder.details.dateFormat')}
      options={options}
      onChange={(value) => edit(value === NO_DATE_FORMAT ? { dateFormat: value, displayedDate: '' } : { dateFormat: value as WeddingJson['dateFormat'] })}
    />
  );
}

export function DetailsTab() {
  const save = useSetAtom(saveAtom);
  const draft = useAtomValue(draftAtom);
  const date = draft?.weddingDate as string | null;
  const t = useAppText();
  return (
    <div className="b-tab">
      <PanelGroup title={t('builder.details.info')}>
        <TextInput name="weddingHeader" label={t('builder.details.header')} maxLength={200} />
      </PanelGroup>
      <PanelGroup title={t('builder.details.dividers')}>
        <Select name="dividerStyle" label={t('builder.details.dividerStyle')} options={DIVIDER_OPTIONS} />
      </PanelGroup>
      <PanelGroup title={t('builder.details.names')}>
        <TextInput name="brideGroomOneName" label={t('builder.details.firstName')} maxLength={100} />
        <Select
          name="joiner"
          label={t('builder.details.between')}
          options={joinerOptions(t, String(draft?.brideGroomOneName ?? ''), String(draft?.brideGroomTwoName ?? ''))}
        />
        <TextInput name="brideGroomTwoName" label={t('builder.details.secondName')} maxLength={100} />
        <FontPicker name="mainFont" label={t('builder.details.font')} />
        <SizePicker name="mainSize" label={t('builder.details.size')} />
        <Select name="mainHeadingPosition" label={t('builder.details.alignment')} options={POSITION_OPTIONS} />
      </PanelGroup>
      <PanelGroup title={t('builder.details.date')}>
        <p className="b-note">
          {date ? formatWeddingDate(date, 'EEEE, MMMM do, yyyy', String(draft?.timeZone ?? 'UTC')) : t('builder.details.noDateYet')}{' '}
          <a href="/app/quick-settings">{t('builder.details.changeDate')}</a>
        </p>
        <DateFormatPicker />
        <TextInput name="displayedDate" label={t('builder.details.displayedDate')} maxLength={200} />
        <FontPicker name="dateFont" label={t('builder.details.font')} />
        <SizePicker name="dateSize" label={t('builder.details.size')} />
      </PanelGroup>
      <PanelGroup title={t('builder.details.tagline')}>
        <TextInput name="weddingLocation" label={t('builder.details.tagline')} maxLength={200} />
        <FontPicker name="taglineFont" label={t('builder.details.font')} />
        <SizePicker name="taglineSize" label={t('builder.details.size')} />
      </PanelGroup>
      <PanelGroup title={t('builder.details.sectionHeadings')}>
        <FontPicker name="sectionFont" label={t('builder.details.font')} />
        <SizePicker name="sectionSize" label={t('builder.details.size')} />
        <Select name="sectionPosition" label={t('builder.details.alignment')} options={POSITION_OPTIONS} />
      </PanelGroup>
      <PanelGroup title={t('builder.details.paragraphs')}>
        <FontPicker name="paragraphFont" label={t('builder.details.font')} />
        <SizePicker name="paragraphSize" label={t('builder.details.size')} />
        <Select name="paragraphPosition" label={t('builder.details.alignment')} options={POSITION_OPTIONS} />
      </PanelGroup>
      <SaveButton label={t('builder.details.update')} onClick={() => save({ fields: DETAIL_FIELDS })} />
      <PanelGroup title={t('builder.details.colours')}>
        <ColourScheme />
      </PanelGroup>
    </div>
  );
}
