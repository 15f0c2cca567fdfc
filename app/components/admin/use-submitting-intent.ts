import { useNavigation } from "react-router";

/** The intent of the form being sent just now, if any: that form's button says it is busy. */
export function useSubmittingIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return null;
  const intent = navigation.formData?.get("intent");
  return typeof intent === "string" ? intent : null;
}
