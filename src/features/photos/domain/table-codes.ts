// The printable sheet of table QR codes (issue 26 item 3): one code per table, each opening the upload
// page with the scoped token signed for that table (its photos are tagged with it), and one without a table.
import QRCode from 'qrcode';
import { photoUploadPath } from './upload-token';

type SecretConfig = Parameters<typeof photoUploadPath>[0];

export interface TableCode {
  table: string;
  url: string;
  svg: string;
}

export const MAX_TABLES = 100;

/** The tables the couple typed, one a line (blank lines dropped, at most MAX_TABLES, 40 characters each). */
export function tableNames(text: string | undefined, fallbackCount = 10): string[] {
  const names = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, 40))
    .filter(Boolean);
  const unique = [...new Set(names)].slice(0, MAX_TABLES);
  return unique.length > 0 ? unique : Array.from({ length: fallbackCount }, (_, i) => `Table ${i + 1}`);
}

export async function tableCodes(config: SecretConfig, origin: string, wedding: { id: string; weddingUrl: string }, tables: string[]): Promise<TableCode[]> {
  const codes: TableCode[] = [];
  for (const table of ['', ...tables]) {
    const url = `${origin}${photoUploadPath(config, wedding.weddingUrl, wedding.id, table)}`;
    codes.push({ table, url, svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }) });
  }
  return codes;
}
