// One event body for the tests that add an event through the API or a form (the farewell brunch), with
// every field the event form posts; a test names only what it is about.
export type EventInput = {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  venueName: string;
  venueAddress: string;
  mapUrl: string;
  dressCode: string;
  notes: string;
};

export function eventInput(changes: Partial<EventInput> = {}): EventInput {
  return {
    title: 'Farewell brunch',
    date: '2026-06-15',
    startTime: '10:30',
    endTime: '13:00',
    venueName: 'The Orangery',
    venueAddress: '',
    mapUrl: '',
    dressCode: '',
    notes: '',
    ...changes,
  };
}
