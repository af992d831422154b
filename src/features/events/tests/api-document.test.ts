// The events' writes in the OpenAPI document (issue 29 item 2): each is an action, so the document has
// its request body and its answer's schema with its status, read from the action table.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';

type Schema = { properties?: Record<string, Schema>; required?: string[]; $ref?: string };
type Operation = {
  summary?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

describe("the events' writes in the OpenAPI document", () => {
  it('have request and response schemas', async () => {
    const { app } = createTestApp();
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const answer = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.schema;
    const fields = (schema: Schema | undefined) => Object.keys(schema?.properties ?? {});

    const add = doc.paths['/events']!.post!;
    expect(add.summary).toBe('Add an event');
    expect(fields(add.requestBody!.content['application/json']!.schema)).toEqual(
      expect.arrayContaining(['title', 'date', 'startTime', 'audience', 'inviteTags']),
    );
    expect(add.requestBody!.content['application/x-www-form-urlencoded']).toBeDefined();
    expect(fields(answer(add, '201'))).toEqual(['msg', 'event']);
    expect(fields(answer(add, '201')?.properties?.event)).toEqual(expect.arrayContaining(['id', 'startsAt', 'audience', 'local']));
    expect(answer(add, '400')?.$ref).toBe('#/components/schemas/InvalidInput');

    for (const method of ['put', 'patch']) {
      const save = doc.paths['/events/{id}']![method]!;
      expect(fields(save.requestBody!.content['application/json']!.schema)).toContain('title');
      expect(fields(answer(save, '200'))).toEqual(['msg', 'event']);
    }
    expect(fields(answer(doc.paths['/events/{id}']!.delete!, '200'))).toEqual(['msg']);
    expect(fields(answer(doc.paths['/events/changes/{changeId}/notify']!.post!, '200'))).toEqual(['msg', 'queued', 'skipped']);
    expect(fields(answer(doc.paths['/events/changes/{changeId}/dismiss']!.post!, '200'))).toEqual(['msg']);

    const entry = doc.paths['/users/calendar']!.post!;
    expect(fields(entry.requestBody!.content['application/json']!.schema)).toEqual(['title', 'date', 'time', 'endTime', 'theme']);
    expect(fields(answer(entry, '201'))).toEqual(['msg', 'event']);
    expect(fields(answer(doc.paths['/users/calendar/{id}']!.delete!, '200'))).toEqual(['msg']);
  });
});
