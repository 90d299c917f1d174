ALTER TABLE "self_identifications" DROP CONSTRAINT "self_identifications_sex_check";--> statement-breakpoint
ALTER TABLE "self_identifications" DROP CONSTRAINT "self_identifications_race_check";--> statement-breakpoint
ALTER TABLE "self_identifications" DROP CONSTRAINT "self_identifications_age_check";--> statement-breakpoint
ALTER TABLE "self_identifications" DROP CONSTRAINT "self_identifications_disability_check";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "self_identification_enabled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fairness_region" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD COLUMN "region" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_fairness_region_check" CHECK ("companies"."fairness_region" in ('none', 'us', 'uk'));--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_region_check" CHECK ("region" in ('us', 'uk'));--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_sex_check" CHECK (("region" = 'us' and "sex" in ('female', 'male', 'another', 'prefer_not_to_say')) or ("region" = 'uk' and "sex" in ('female', 'male', 'prefer_not_to_say')));--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_race_check" CHECK (("region" = 'us' and "race_ethnicity" in ('hispanic_or_latino', 'white', 'black_or_african_american', 'native_hawaiian_or_pacific_islander', 'asian', 'american_indian_or_alaska_native', 'two_or_more_races', 'prefer_not_to_say')) or ("region" = 'uk' and "race_ethnicity" in ('asian', 'black', 'mixed', 'white', 'other', 'prefer_not_to_say')));--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_age_check" CHECK (("region" = 'us' and "age_band" in ('under_25', '25_34', '35_39', '40_49', '50_59', '60_plus', 'prefer_not_to_say')) or ("region" = 'uk' and "age_band" in ('under_25', '25_34', '35_44', '45_54', '55_64', '65_plus', 'prefer_not_to_say')));--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_disability_check" CHECK (("region" = 'us' and "disability" in ('yes', 'no', 'prefer_not_to_say')) or ("region" = 'uk' and "disability" in ('yes', 'no', 'prefer_not_to_say')));--> statement-breakpoint
-- Decision 036: until now every company that asked (the old default, on) asked the US questions, and every
-- stored answer is a US answer. Those companies, and any that hold answers, keep the United States as their
-- region, so nothing they ask or report changes; every other company starts with none.
UPDATE "companies" SET "fairness_region" = 'us'
WHERE "self_identification_enabled"
  OR EXISTS (SELECT 1 FROM "self_identifications" s WHERE s."company_id" = "companies"."id");
