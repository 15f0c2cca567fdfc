import type { Database } from "../../db/client";
import { createImageService } from "../images/image-store";
import { createArticleAdminService } from "./article-admin";
import { createTeamAdminService } from "./team-admin";

/** The admin side of articles and team members, and the uploaded pictures both use. */
export function createContentServices(db: Database) {
  return {
    articles: createArticleAdminService(db),
    team: createTeamAdminService(db),
    images: createImageService(db),
  };
}

export type ContentServices = ReturnType<typeof createContentServices>;
