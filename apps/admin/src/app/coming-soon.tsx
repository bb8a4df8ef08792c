// Routes whose screens arrive with later issues: a clear section inside the layout, not a blank page.
export const ComingSoon = ({ title }: { title: string }) => (
  <section
    className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center"
    aria-labelledby="soon-title"
  >
    <h2 id="soon-title" className="text-lg font-semibold text-stone-800">
      {title}
    </h2>
    <p className="mt-2 text-sm text-stone-500">
      This screen is coming soon: it arrives with a later release of the back office.
    </p>
  </section>
);
