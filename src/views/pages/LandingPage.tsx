import { HomeLayout } from '../layouts/HomeLayout';
import { PlansTable } from '../components/PlansTable';

export function LandingPage() {
  return (
    <HomeLayout>
      <section className="hero-landing text-center px-6 py-20">
        <h1 className="text-5xl font-bold mb-4">Your wedding website, ready tonight.</h1>
        <p className="text-xl max-w-2xl mx-auto opacity-90">
          Vowly builds a beautiful wedding website from a theme, keeps your guest list, collects RSVPs and e-mails
          save-the-dates, invitations and reminders — every guest, exactly once.
        </p>
        <p className="mt-8 flex gap-4 justify-center">
          <a className="btn btn--primary" href="/register">
            Create your free site
          </a>
          <a className="btn" href="/demo">
            See a demo wedding
          </a>
        </p>
      </section>
      <section className="features grid gap-6 md:grid-cols-3 max-w-5xl mx-auto px-6 py-10">
        <div>
          <h2 className="text-xl font-semibold">A site guests love on their phones</h2>
          <p>Pages load instantly, with 36 themes, 19 sections and your own web address.</p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">RSVPs without spreadsheets</h2>
          <p>Households, plus-ones and your own questions; answers arrive in one place.</p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">E-mail that arrives once</h2>
          <p>Save-the-dates, invitations and reminders sent to every guest, tracked to the reply.</p>
        </div>
      </section>
      <section className="pricing px-6 py-16" id="pricing">
        <h2 className="text-3xl font-semibold text-center mb-8">Plans</h2>
        <PlansTable />
      </section>
    </HomeLayout>
  );
}
