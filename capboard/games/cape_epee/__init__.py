"""De Cape et d'Épée: influence cards played face down under objectives, 25 characters."""
