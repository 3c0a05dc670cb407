// A small RFC 4180 reader: the two source files are plain comma-separated text with quoted fields
// (quotes doubled inside), one header row. Enough for them; not a general CSV library.

/** The rows of a CSV text as objects keyed by the header's column names. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows = splitRows(text.replace(/^\uFEFF/, ''));
  const header = rows.shift();
  if (!header) return [];
  return rows
    .filter((cells) => cells.length > 1 || (cells[0] ?? '') !== '')
    .map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])));
}

function splitRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
