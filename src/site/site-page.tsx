// Placeholder until the public page is built (issue 3).
export function SitePage() {
  return <main><h1>Salus</h1></main>;
}
