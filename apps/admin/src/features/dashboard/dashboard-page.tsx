// product.md §2.9 and §9: the dashboard highlights are fixed placeholders with no server call.
const highlights = [
  { label: 'Programs', value: 19 },
  { label: 'Units', value: 1548 },
  { label: 'Customers', value: 178 },
];

export const DashboardPage = () => (
  <section className="space-y-6">
    <h1 className="text-2xl font-semibold">Dashboard</h1>
    <ul className="grid grid-cols-3 gap-4">
      {highlights.map((h) => (
        <li key={h.label} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <p className="text-sm text-stone-500">{h.label}</p>
          <p className="mt-1 text-3xl font-semibold text-stone-900">{h.value.toLocaleString('en-US')}</p>
        </li>
      ))}
    </ul>
  </section>
);
