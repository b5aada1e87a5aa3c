CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "users_student_group_idx" ON "users" USING btree ("group_id","is_active") WHERE role = 'student';--> statement-breakpoint
CREATE INDEX "users_parent_owner_idx" ON "users" USING btree ("parent_id") WHERE role = 'parent';