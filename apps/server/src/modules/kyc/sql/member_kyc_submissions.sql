-- Members' identity checks as other modules may read them: whose, when, and where the review
-- stands (the profile shows the latest status). No image keys, reviewer or reason. A plain
-- projection, so the planner reads kyc_submissions by kyc_submissions_user_id_idx directly.
create or replace view member_kyc_submissions as
select id, user_id, status, created_at
from kyc_submissions;
