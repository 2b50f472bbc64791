/** The title band at the top of an inner page: the page's h1 and a lead paragraph. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <header className="bg-cream">
      <div className="container-page py-14 text-center sm:py-20">
        <h1 className="mx-auto max-w-4xl">{title}</h1>
        {intro && <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-soft">{intro}</p>}
        {children}
      </div>
    </header>
  );
}
