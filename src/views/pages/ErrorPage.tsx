import { HomeLayout } from '../layouts/HomeLayout';

/** The generic route-level error screen of product.md §2. */
export function ErrorPage({ message }: { message?: string }) {
  return (
    <HomeLayout>
      <section className="text-center px-6 py-24">
        <h1 className="text-4xl font-semibold mb-4">There was an error...</h1>
        {message && <p className="mb-4">{message}</p>}
        <a className="btn btn--primary" href="/">
          Go to the home page
        </a>
      </section>
    </HomeLayout>
  );
}
