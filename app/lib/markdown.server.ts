// The app's routes import the renderer from here: a `.server` module never reaches the browser,
// so Marked and the sanitiser stay out of every client bundle. The server's services use
// app/shared/content/markdown.ts directly (articles are rendered when saved, ADR 036).
export { renderMarkdown, renderStaffMarkdown } from "~/shared/content/markdown";
