import NotFoundPage from './not-found.tsx';

export default function StaticPage(_props: { slug: string }) {
  return <NotFoundPage />;
}
