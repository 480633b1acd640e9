import { z } from "zod";
import { boundedText } from "~/domain/leads/text";

export const MAX_RATING_COMMENT = 1000;
export const MAX_RATING_NAME = 80;

/** A rating of a shortlist as the results page submits it (form fields). */
export const ShortlistRatingSchema = z
  .object({
    requestId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "This search cannot be rated"),
    stars: z.coerce
      .number({ error: "Choose from 1 to 5 stars" })
      .int("Choose from 1 to 5 stars")
      .min(1, "Choose from 1 to 5 stars")
      .max(5, "Choose from 1 to 5 stars"),
    comment: boundedText("Comment", 0, MAX_RATING_COMMENT).default(""),
    name: boundedText("Name", 0, MAX_RATING_NAME).default(""),
    title: boundedText("Job title", 0, MAX_RATING_NAME).default(""),
    publish: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
  })
  .superRefine((rating, ctx) => {
    if (!rating.publish) return;
    if (rating.comment.length < 20) {
      ctx.addIssue({
        code: "custom",
        path: ["comment"],
        message: "To publish a quote, write at least 20 characters",
      });
    }
    if (!rating.name) {
      ctx.addIssue({ code: "custom", path: ["name"], message: "To publish a quote, add your name" });
    }
  });

export type ShortlistRating = z.infer<typeof ShortlistRatingSchema>;

/** "1,234" -> at least 1,200: a readable lower bound, never above the true count. */
export function roundDownReadable(count: number): number {
  if (count < 10) return count;
  const step = count < 100 ? 10 : count < 10_000 ? 100 : 1000;
  return Math.floor(count / step) * step;
}

export interface SocialProofFacts {
  ratings: { average: number; count: number } | null;
  searches: number;
  vendors: number;
  categories: number;
  configured: { rating?: number; users?: number };
}

/** What the home strip says, chosen from configuration, then real data, then catalog facts. */
export interface SocialProof {
  rating: { value: string; label: string } | null;
  users: string | null;
  /** Formatted on the server ("1,234"): the first Intl formatter a phone builds costs it a long task. */
  catalog: { vendors: string; categories: string };
}

const number = new Intl.NumberFormat("en-US");

/** Fewer searches than this and the strip does not claim users at all. */
export const MIN_SEARCHES_TO_CLAIM = 10;

export function describeSocialProof(facts: SocialProofFacts): SocialProof {
  let rating: SocialProof["rating"] = null;
  if (facts.configured.rating !== undefined) {
    rating = { value: facts.configured.rating.toFixed(1), label: "average rating" };
  } else if (facts.ratings && facts.ratings.count > 0) {
    const { average, count } = facts.ratings;
    rating = {
      value: average.toFixed(1),
      label: `from ${number.format(count)} ${count === 1 ? "rating" : "ratings"}`,
    };
  }
  let users: string | null = null;
  if (facts.configured.users !== undefined) {
    users = `Trusted by ${number.format(facts.configured.users)}+ Business Users`;
  } else if (facts.searches >= MIN_SEARCHES_TO_CLAIM) {
    users = `Trusted by ${number.format(roundDownReadable(facts.searches))}+ business users`;
  }
  return {
    rating,
    users,
    catalog: { vendors: number.format(facts.vendors), categories: number.format(facts.categories) },
  };
}

/** A testimonial on the home page, derived from a published rating. */
export interface Testimonial {
  id: string;
  quote: string;
  extendedQuote: string;
  name: string;
  title: string;
  initials: string;
  stars: number;
  /** No photos are collected: the avatar is the initials. */
  avatarSrc: null;
  mobileAvatarSrc: null;
}

/** Front of the card: the first sentence (or ~140 characters) of the comment; the back holds all of it. */
export function toTestimonial(row: {
  id: string;
  comment: string;
  authorName: string;
  authorTitle: string;
  stars: number;
}): Testimonial {
  const comment = row.comment.trim();
  const sentence = /^(.{20,160}?[.!?])(\s|$)/s.exec(comment)?.[1];
  const quote =
    sentence ?? (comment.length > 140 ? `${comment.slice(0, 137).replace(/\s+\S*$/, "")}…` : comment);
  const initials = row.authorName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
  return {
    id: row.id,
    quote,
    extendedQuote: comment,
    name: row.authorName,
    title: row.authorTitle,
    initials: initials || "?",
    stars: row.stars,
    avatarSrc: null,
    mobileAvatarSrc: null,
  };
}
