import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isBeforeLondonToday, londonDay } from "./london-day";
import { NoticeFormSchema, NoticeInputSchema, noticeInputSchema } from "./notice-posting-schemas";

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

function errorsOf(schema: z.ZodType, value: unknown) {
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

describe("an event's date and an item's price", () => {
  const event = { ...valid, category: "events", price: "", terms: true };
  // 23:30 on 1 June in UTC is already 2 June in London (BST).
  const lateEvening = () => new Date("2026-06-01T23:30:00Z");

  it("refuses a day before today in London, in the route and in the form", () => {
    const route = noticeInputSchema(lateEvening);
    expect(errorsOf(route, { ...event, eventDate: "2026-06-01" })).toEqual({
      eventDate: "Event date cannot be in the past",
    });
    expect(errorsOf(route, { ...event, eventDate: "2020-01-01" })).toEqual({
      eventDate: "Event date cannot be in the past",
    });
    expect(route.safeParse({ ...event, eventDate: "2026-06-02" }).success).toBe(true);
    expect(errorsOf(NoticeFormSchema, { ...event, eventDate: "2020-01-01" })).toEqual({
      eventDate: "Event date cannot be in the past",
    });
  });

  it("takes a date-time on its London day", () => {
    expect(isBeforeLondonToday("2026-06-01T23:00:00Z", lateEvening())).toBe(false);
    expect(isBeforeLondonToday("2026-06-01T22:59:00Z", lateEvening())).toBe(true);
    expect(londonDay(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("refuses a price with more than pence", () => {
    for (const price of ["12.345", "0.001", "10.500"]) {
      expect(errorsOf(NoticeInputSchema, { ...valid, price })).toEqual({
        price: "Price must have at most 2 decimal places",
      });
    }
    for (const [price, pounds] of [
      ["12.5", 12.5],
      ["12.50", 12.5],
      ["£7.99", 7.99],
      ["3", 3],
    ] as const) {
      expect(NoticeInputSchema.parse({ ...valid, price }).price).toBe(pounds);
    }
  });
});
