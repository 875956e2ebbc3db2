import { useLoaderData } from "react-router";

export function loader() {
  return { title: "Baseline" };
}

export function meta() {
  return [{ title: "Baseline" }];
}

export default function Home() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}
