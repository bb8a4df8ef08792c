CREATE TABLE "row_counts" (
	"table_name" varchar(63) PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
