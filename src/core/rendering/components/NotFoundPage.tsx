import { HomeLayout } from './HomeLayout';

export function NotFoundPage() {
  return (
    <HomeLayout>
      <section className="text-center px-6 py-24">
        <h1 className="text-4xl font-semibold mb-4">Page not found</h1>
        <p className="mb-8">We could not find that page. The link may be mistyped, or the site may have moved.</p>
        <a className="btn btn--primary" href="/">
          Go to the home page
        </a>
      </section>
    </HomeLayout>
  );
}
