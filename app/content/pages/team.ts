import type { PageMeta, Section } from "~/content/types";

export const teamIntro = {
  meta: {
    title: "Meet the Team",
    description:
      "Meet the solicitors and lawyers at {shortName} in Bramhall and Heaton Moor: who they are, what they do, and which office they work from.",
  },
  heading: "Meet the team",
  lead: "These are the people who will help you. Each of them focuses on particular areas of law and works from one of our two offices, in Bramhall or Heaton Moor.",
  sections: [
    {
      heading: "Who will deal with my matter?",
      body: `Every matter has a **named person** in charge of it, and you will know who they are from the start. They will usually be the person you speak to most.

Not everyone on our team is a solicitor. **Chartered Legal Executives** are qualified lawyers who have trained in a particular area of law. Our **conveyancing executive** handles the day-to-day work on house moves. Their work, and the work of our more junior lawyers, is supervised by an experienced solicitor, and we will always tell you who that is.

Not sure who to talk to? [Book a free first consultation](/consultation) or call us on {phone}, and we will put you in touch with the right person.`,
    },
  ],
} satisfies { meta: PageMeta; heading: string; lead: string; sections: Section[] };
