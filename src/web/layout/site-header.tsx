/** The page header: the product's name and tagline. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <span className="site-header__logo" aria-hidden="true">
          ✦
        </span>
        <div>
          <h1 className="site-header__title">Summary</h1>
          <p className="site-header__tagline">AI-powered post summarizer</p>
        </div>
      </div>
    </header>
  );
}
