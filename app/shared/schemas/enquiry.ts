import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { practiceAreas } from "~/shared/firm/facts";
import { z } from "~/shared/zod";
import { emailField, personName } from "./person";

const enquiryTopics = [...practiceAreas.map((p) => p.slug), "other"] as const;
export type EnquiryTopic = (typeof enquiryTopics)[number];

const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** UK numbers as people write them ("0161 496 0123"), or international ones with +. */
const phoneField = z
  .string()
  .trim()
  .max(30, "Enter a phone number of 30 characters or fewer")
  .transform((v, ctx) => {
    if (v === "") return undefined;
    if (!isValidPhoneNumber(v, "GB")) {
      ctx.addIssue({
        code: "custom",
        message: "Enter a phone number, like 0161 496 0000 or +44 161 496 0000",
      });
      return z.NEVER;
    }
    return parsePhoneNumberFromString(v, "GB")?.number;
  });

export const enquirySchema = z
  .object({
    name: personName(),
    email: emailField,
    phone: phoneField.optional(),
    practiceArea: z.enum(enquiryTopics, { message: "Choose what your enquiry is about" }),
    message: z
      .string({ message: "Enter your message" })
      .trim()
      .min(MESSAGE_MIN, `Your message must be at least ${MESSAGE_MIN} characters`)
      .max(
        MESSAGE_MAX,
        `Your message must be ${MESSAGE_MAX.toLocaleString("en-GB")} characters or fewer`,
      ),
    replyBy: z.enum(["email", "phone"], { message: "Choose how you would like us to reply" }),
  })
  .superRefine((value, ctx) => {
    if (value.replyBy === "phone" && !value.phone) {
      ctx.addIssue({
        code: "custom",
        path: ["phone"],
        message: "Enter a phone number so we can call you back",
      });
    }
  });

export type EnquiryInput = z.output<typeof enquirySchema>;

export { referencePattern } from "~/shared/booking/reference-pattern";
