import { useAtomValue, useSetAtom } from 'jotai';
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
function joinerOptions(one: string, two: string) {
  return JOINERS.map((joiner) => ({ value: joiner, label: `${one.trim() || 'Anna'} ${joiner} ${two.trim() || 'Ben'}` }));
}

const EXAMPLE_DATE = '2027-06-12T15:00:00.000Z';

function DateFormatPicker() {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const date = draft?.weddingDate as string | null;
  const timeZone = String(draft?.timeZone ?? 'UTC');
  const options = DATE_FORMATS.map((format) => ({
    value: format,
    // Each format shown on the couple's own date (or an example date until they pick one), never as its pattern.
    label: format === NO_DATE_FORMAT ? 'No date' : format === '' ? 'Default' : formatWeddingDate(date ?? EXAMPLE_DATE, format, timeZone),
  }));
  return (
    <Select
      name="dateFormat"
      label="Date format"
      options={options}
      onChange={(value) => edit(value === NO_DATE_FORMAT ? { dateFormat: value, displayedDate: '' } : { dateFormat: value as WeddingJson['dateFormat'] })}
    />
  );
}

export function DetailsTab() {
  const save = useSetAtom(saveAtom);
  const draft = useAtomValue(draftAtom);
  const date = draft?.weddingDate as string | null;
  return (
    <div className="b-tab">
      <PanelGroup title="Info">
        <TextInput name="weddingHeader" label="Header" maxLength={200} />
      </PanelGroup>
      <PanelGroup title="Dividers">
        <Select name="dividerStyle" label="Divider style" options={DIVIDER_OPTIONS} />
      </PanelGroup>
      <PanelGroup title="Names">
        <TextInput name="brideGroomOneName" label="First name" maxLength={100} />
        <Select
          name="joiner"
          label="Between the names"
          options={joinerOptions(String(draft?.brideGroomOneName ?? ''), String(draft?.brideGroomTwoName ?? ''))}
        />
        <TextInput name="brideGroomTwoName" label="Second name" maxLength={100} />
        <FontPicker name="mainFont" label="Font" />
        <SizePicker name="mainSize" label="Size" />
        <Select name="mainHeadingPosition" label="Alignment" options={POSITION_OPTIONS} />
      </PanelGroup>
      <PanelGroup title="Date">
        <p className="b-note">
          {date ? formatWeddingDate(date, 'EEEE, MMMM do, yyyy', String(draft?.timeZone ?? 'UTC')) : 'No date set yet.'}{' '}
          <a href="/app/quick-settings">Change the date</a>
        </p>
        <DateFormatPicker />
        <TextInput name="displayedDate" label="Displayed date (optional, replaces the formatted date)" maxLength={200} />
        <FontPicker name="dateFont" label="Font" />
        <SizePicker name="dateSize" label="Size" />
      </PanelGroup>
      <PanelGroup title="Tagline">
        <TextInput name="weddingLocation" label="Tagline" maxLength={200} />
        <FontPicker name="taglineFont" label="Font" />
        <SizePicker name="taglineSize" label="Size" />
      </PanelGroup>
      <PanelGroup title="Section Headings">
        <FontPicker name="sectionFont" label="Font" />
        <SizePicker name="sectionSize" label="Size" />
        <Select name="sectionPosition" label="Alignment" options={POSITION_OPTIONS} />
      </PanelGroup>
      <PanelGroup title="Paragraphs">
        <FontPicker name="paragraphFont" label="Font" />
        <SizePicker name="paragraphSize" label="Size" />
        <Select name="paragraphPosition" label="Alignment" options={POSITION_OPTIONS} />
      </PanelGroup>
      <SaveButton label="Update details" onClick={() => save({ fields: DETAIL_FIELDS })} />
      <PanelGroup title="Colour Scheme">
        <ColourScheme />
      </PanelGroup>
    </div>
  );
}
