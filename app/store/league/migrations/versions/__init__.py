"""The league schema's versions, oldest first (Alembic revision scripts)."""
