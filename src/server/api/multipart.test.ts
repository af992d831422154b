import { describe, expect, it } from 'vitest';
import { MultipartError, parseMultipart } from './multipart';

async function encoded(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

describe('parseMultipart', () => {
  it('reads what fetch encodes: text fields and a file as a view into the body', async () => {
    const form = new FormData();
    form.set('api_key', 'local');
    form.set('context', 'upload=ab12; note="x"');
    const bytes = new Uint8Array([0xff, 0xd8, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff, 0xd9]);
    form.set('file', new Blob([bytes], { type: 'image/jpeg' }), 'Brautpaar äö.jpg');
    form.set('empty', '');
    const { body, type } = await encoded(form);
    const parsed = parseMultipart(body, type);
    expect(parsed.fields).toEqual({ api_key: 'local', context: 'upload=ab12; note="x"', empty: '' });
    expect(parsed.files.file).toMatchObject({ type: 'image/jpeg' });
    expect([...parsed.files.file!.bytes]).toEqual([...bytes]);
    expect(parsed.files.file!.bytes.buffer).toBe(body.buffer);
  });

  it('accepts a quoted boundary and refuses bodies that are not multipart or are cut off', () => {
    const body = Buffer.from('--a b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--a b--\r\n');
    expect(parseMultipart(body, 'multipart/form-data; boundary="a b"').fields).toEqual({ x: '1' });
    expect(() => parseMultipart(body, 'application/x-www-form-urlencoded')).toThrow(MultipartError);
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1'), 'multipart/form-data; boundary=b')).toThrow(
      MultipartError,
    );
    expect(() => parseMultipart(Buffer.from('nothing here'), 'multipart/form-data; boundary=b')).toThrow(MultipartError);
    expect(() => parseMultipart(Buffer.from('--b\r\nno end of headers'), 'multipart/form-data; boundary=b')).toThrow(MultipartError);
  });
});
