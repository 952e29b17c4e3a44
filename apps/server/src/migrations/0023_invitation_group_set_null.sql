-- An invitation keeps naming the permission group it was made with, but must not keep that group from being deleted
-- once it is accepted or cancelled: deleting the group clears the invitation's group (a pending one then falls back
-- to the staff group when accepted). Column-list SET NULL is PostgreSQL 15.
ALTER TABLE employee_invitation DROP CONSTRAINT employee_invitation_enterprise_id_permission_group_id_fkey;
ALTER TABLE employee_invitation ADD FOREIGN KEY (enterprise_id, permission_group_id)
  REFERENCES permission_group (enterprise_id, id) ON DELETE SET NULL (permission_group_id);
