import type { Database } from "../../db/client";
import type { FirmFactsSource } from "../firm-facts";
import { createImageService } from "../images/image-store";
import { createArticleAdminService } from "./article-admin";
import { createTeamAdminService } from "./team-admin";

/** The admin side of articles and team members, and the uploaded pictures both use. */
export function createContentServices(db: Database, firm: FirmFactsSource) {
  return {
    articles: createArticleAdminService(db, firm),
    team: createTeamAdminService(db),
    images: createImageService(db),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
