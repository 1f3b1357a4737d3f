CREATE TABLE "chat_feedback" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid,
	"question" text NOT NULL,
	"question_key" text NOT NULL,
	"kind" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered" boolean NOT NULL,
	"has_attachment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_answer_id_chat_questions_id_fk" FOREIGN KEY ("answer_id") REFERENCES "chat_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_questions_created_idx" ON "chat_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_questions_unanswered_idx" ON "chat_questions" USING btree ("created_at","question_key") WHERE "chat_questions"."kind" in ('notCovered', 'unknown', 'tooLong');