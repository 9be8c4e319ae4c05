/** The caption (for screen readers) and header row shared by the admin tables; the last column is always Actions. */
export function AdminTableHead({ caption, headers }: { caption: string; headers: readonly string[] }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-muted/50 text-left">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2 font-medium">
              {header}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Actions
          </th>
        </tr>
      </thead>
    </>
  );
}
