/** The way back from an area's editors to its list, said the same on each of them. */
export const backToRecognitions = {
  to: "/admin/recognitions",
  label: "Back to accreditations and reviews",
};

export const backToTeam = { to: "/admin/team", label: "Back to the team" };

export const backToTestimonials = { to: "/admin/testimonials", label: "Back to testimonials" };
