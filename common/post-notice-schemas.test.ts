import { describe, expect, it } from "vitest";
import { NoticeFormSchema, NoticeInputSchema } from "./post-notice-schemas";

const valid = {
  title: "Children's wooden play kitchen",
  description: "Sturdy wooden play kitchen with pans and utensils, collection from Oswestry.",
  category: "items_for_sale",
  location: "oswestry",
  price: "30",
  contactEmail: "parent@example.org",
  eventDate: "",
  eventVenue: "",
  externalLink: "",
  isFeatured: false,
  featureDuration: 0,
};

function errorsOf(schema: typeof NoticeInputSchema | typeof NoticeFormSchema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("NoticeFormSchema (the dialog)", () => {
  it("requires the terms box, which the route's schema does not know", () => {
    expect(errorsOf(NoticeFormSchema, { ...valid, terms: false })).toEqual({
      terms: "You must accept the terms and conditions",
    });
    expect(NoticeFormSchema.safeParse({ ...valid, terms: true }).success).toBe(true);
    expect(NoticeInputSchema.safeParse(valid).success).toBe(true);
  });

  it("shows every required-field message of an empty form at once", () => {
    const empty = {
      ...valid,
      title: "",
      description: "",
      category: "",
      location: "",
      price: "",
      contactEmail: "",
    };
    expect(errorsOf(NoticeFormSchema, { ...empty, terms: false })).toEqual({
      title: "Title must be at least 5 characters",
      description: "Description must be at least 20 characters",
      category: "Please select a category",
      location: "Please select a location",
      contactEmail: "Please enter a valid email address",
      terms: "You must accept the terms and conditions",
    });
  });

  it("asks for a price on items for sale and a date on events, even beside other mistakes", () => {
    expect(errorsOf(NoticeFormSchema, { ...valid, price: "", title: "Bike", terms: true })).toEqual({
      title: "Title must be at least 5 characters",
      price: "Price is required for items for sale",
    });
    expect(errorsOf(NoticeInputSchema, { ...valid, category: "events", price: "" })).toEqual({
      eventDate: "Event date is required for events",
    });
  });
});

describe("NoticeInputSchema (the route)", () => {
  it("trims, turns empty optional fields into null and reads the form's strings", () => {
    const result = NoticeInputSchema.parse({
      ...valid,
      title: "  Walking boots size 9  ",
      price: "£45.50",
      isFeatured: "true",
      featureDuration: "14",
    });
    expect(result).toMatchObject({
      title: "Walking boots size 9",
      price: 45.5,
      isFeatured: true,
      featureDuration: 14,
    });
    expect(result).toMatchObject({ eventDate: null, eventVenue: null, externalLink: null });
  });

  it("keeps only the fields of the chosen category", () => {
    const result = NoticeInputSchema.parse({
      ...valid,
      category: "jobs",
      price: "10",
      eventDate: "2026-08-01",
      eventVenue: "Hall",
      externalLink: "https://example.org/job",
    });
    expect(result).toMatchObject({
      price: null,
      eventDate: null,
      eventVenue: null,
      externalLink: "https://example.org/job",
    });
  });

  it("accepts absent optional fields as empty ones", () => {
    const { title, description, category, location, price, contactEmail } = valid;
    expect(
      NoticeInputSchema.safeParse({ title, description, category, location, price, contactEmail }).success,
    ).toBe(true);
  });

  it("refuses dates that do not exist or that the database cannot hold", () => {
    for (const eventDate of ["2026-02-31", "0000-01-01", "2026-13-01", "tomorrow"]) {
      expect(errorsOf(NoticeInputSchema, { ...valid, category: "events", price: "", eventDate })).toEqual({
        eventDate: "Please enter a valid date",
      });
    }
  });
});
