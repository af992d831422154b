import { useAtomValue, useSetAtom } from 'jotai';
import { DIVIDER_STYLES, JOINERS, POSITIONS } from '../../../src/shared/wedding/record';
import { TEXT_SIZES, TEXT_SIZE_PX } from '../../../src/shared/wedding/limits';
import { DATE_FORMATS, NO_DATE_FORMAT, formatWeddingDate } from '../../../src/shared/wedding/wedding-date';
import { draftAtom, editAtom, saveAtom } from '../state/draft';
import { ColourScheme } from './ColourScheme';
import { FontPicker } from './FontPicker';
import { PanelGroup, SaveButton, Select, TextInput } from './controls';
import type { WeddingField, WeddingRecord as WeddingJson } from '../state/api';

const SIZE_OPTIONS = TEXT_SIZES.map((size) => ({ value: size, label: `${size} (${TEXT_SIZE_PX[size]}px)` }));
const POSITION_OPTIONS = POSITIONS.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));
const DIVIDER_OPTIONS = DIVIDER_STYLES.map((d) => ({ value: d, label: d }));
const JOINER_OPTIONS = JOINERS.map((j) => ({ value: j, label: j }));

function DateFormatPicker() {
  const draft = useAtomValue(draftAtom);
  const edit = useSetAtom(editAtom);
  const date = draft?.weddingDate as string | null;
  const timeZone = String(draft?.timeZone ?? 'UTC');
  const options = DATE_FORMATS.map((format) => ({
    value: format,
    label: format === NO_DATE_FORMAT ? 'No date' : format === '' ? 'Default' : date ? formatWeddingDate(date, format, timeZone) : format,
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

const DETAIL_FIELDS: WeddingField[] = [
  'weddingHeader',
  'brideGroomOneName',
  'brideGroomTwoName',
  'joiner',
  'weddingLocation',
  'dateFormat',
  'displayedDate',
  'dividerStyle',
  'mainFont',
  'mainSize',
  'mainHeadingPosition',
  'dateFont',
  'dateSize',
  'taglineFont',
  'taglineSize',
  'sectionFont',
  'sectionSize',
  'sectionPosition',
  'paragraphFont',
  'paragraphSize',
  'paragraphPosition',
];

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
        <Select name="joiner" label="Joiner" options={JOINER_OPTIONS} />
        <TextInput name="brideGroomTwoName" label="Second name" maxLength={100} />
        <FontPicker name="mainFont" label="Font" />
        <Select name="mainSize" label="Size" options={SIZE_OPTIONS} />
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
        <Select name="dateSize" label="Size" options={SIZE_OPTIONS} />
      </PanelGroup>
      <PanelGroup title="Tagline">
        <TextInput name="weddingLocation" label="Tagline" maxLength={200} />
        <FontPicker name="taglineFont" label="Font" />
        <Select name="taglineSize" label="Size" options={SIZE_OPTIONS} />
      </PanelGroup>
      <PanelGroup title="Section Headings">
        <FontPicker name="sectionFont" label="Font" />
        <Select name="sectionSize" label="Size" options={SIZE_OPTIONS} />
        <Select name="sectionPosition" label="Alignment" options={POSITION_OPTIONS} />
      </PanelGroup>
      <PanelGroup title="Paragraphs">
        <FontPicker name="paragraphFont" label="Font" />
        <Select name="paragraphSize" label="Size" options={SIZE_OPTIONS} />
        <Select name="paragraphPosition" label="Alignment" options={POSITION_OPTIONS} />
      </PanelGroup>
      <SaveButton label="Update details" onClick={() => save({ fields: DETAIL_FIELDS })} />
      <PanelGroup title="Colour Scheme">
        <ColourScheme />
      </PanelGroup>
    </div>
  );
}
