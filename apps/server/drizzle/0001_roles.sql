-- Reference data: the two roles of SPEC.md section 6.
INSERT INTO "roles" ("id", "name") VALUES (1, 'admin'), (2, 'candidate') ON CONFLICT DO NOTHING;
